// One base error class for everything the user can fix (exit 2). Anything
// else that escapes is a bug (exit 1, stack trace, please report).
import { t, type MessageParams } from './i18n/index.js';
import { clip, CLIP_AT, CLIP_LIST_AT } from './render/clip.js';
import type { Lang } from './rules/types.js';

/** The params the program itself makes long (lists of what is known, the choices, a file's path, a system's reason): cut later (U287). */
const LONG_PARAMS = new Set(['known', 'choices', 'file', 'dir', 'state', 'store', 'why', 'problem', 'expected', 'path']);

/** Every string param cut to what a message may quote (U287): a long input is never echoed whole. */
function clipped(params: MessageParams): MessageParams {
  let out: MessageParams | null = null;
  for (const [k, v] of Object.entries(params)) {
    if (typeof v !== 'string' || v.length <= CLIP_AT) continue;
    const c = clip(v, LONG_PARAMS.has(k) ? CLIP_LIST_AT : CLIP_AT);
    if (c !== v) (out ??= { ...params })[k] = c;
  }
  return out ?? params;
}

/**
 * An error the user can fix: bad option, bad value, invalid file, refused by
 * the rules. Its `code` is stable and names the catalogue message `err.<code>`,
 * so the same error reads in the user's language.
 */
export class UserError extends Error {
  /** Its params, each string cut to what a message may quote (U287). */
  readonly params: MessageParams;

  constructor(
    /** Stable kebab-case code, the same in every language. */
    readonly code: string,
    params: MessageParams = {},
  ) {
    const cut = clipped(params);
    super(t('en', `err.${code}`, withKeys('en', cut)));
    this.params = cut;
    this.name = 'UserError';
  }

  /** The language to say it in, when the code that threw knows the game's. */
  lang?: Lang;

  /** Already said on stderr (by the inner command that failed): exit 2 without a second line. */
  said?: boolean;

  /** Rewrites the message for its audience (the players' view: no ids, no RL names, U74). */
  scrub?: (text: string) => string;

  /** The one-line message in the given language. */
  localized(lang: Lang): string {
    const text = t(lang, `err.${this.code}`, withKeys(lang, this.params));
    return this.scrub ? this.scrub(text) : text;
  }
}

/**
 * A param whose name ends in `Key` names a catalogue key: `{ problemKey:
 * 'err.p.stateless-only' }` fills `{problem}` with that message in `lang`
 * (itself filled from the same params, so a key may name another: `whyKey`
 * inside `problemKey`). The code and the other params stay as they are.
 */
export function withKeys(lang: Lang, params: MessageParams): MessageParams {
  const keys = Object.keys(params).filter((k) => k.length > 3 && k.endsWith('Key'));
  if (keys.length === 0) return params;
  const out: MessageParams = { ...params };
  // Three passes settle keys nested up to three deep, whatever their order.
  for (let pass = 0; pass < 3; pass++) {
    for (const k of keys) out[k.slice(0, -3)] = t(lang, String(params[k]), out);
  }
  return out;
}

export function isUserError(e: unknown): e is UserError {
  return e instanceof UserError;
}

/** Node's file-system failures the catalogue names (the rest keep the system's own words). */
const SYSTEM_WHY: Readonly<Record<string, string>> = {
  ENOENT: 'err.p.io.enoent',
  EACCES: 'err.p.io.eacces',
  EPERM: 'err.p.io.eacces',
  EROFS: 'err.p.io.erofs',
  ENOSPC: 'err.p.io.enospc',
  EISDIR: 'err.p.io.eisdir',
  ENOTDIR: 'err.p.io.enotdir',
  ENAMETOOLONG: 'err.p.io.enametoolong',
};

/**
 * Why a file could not be written or read, as error params said in the
 * user's language: the catalogue's reason (`whyKey`, with the file's folder)
 * for a failure it names, else the system's own message.
 */
export function systemWhy(e: unknown, file: string): MessageParams {
  const key = SYSTEM_WHY[(e as { code?: string } | null)?.code ?? ''];
  const dir = file.replace(/[\\/][^\\/]*$/, '') || file;
  return key ? { whyKey: key, dir } : { why: (e as Error)?.message ?? String(e) };
}

