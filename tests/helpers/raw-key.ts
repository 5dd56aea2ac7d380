// A catalogue key printed where a person reads text: any of the catalogue's
// own prefixes followed by dotted kebab-case words (`rl.how.8`), not inside a word.
import { en } from '../../src/i18n/en.js';

const PREFIXES = [...new Set(Object.keys(en).map((k) => k.split('.')[0]))].map((p) => p.replace(/[-]/g, '\\-'));
export const RAW_KEY = new RegExp(`(?<![\\w.-])(${PREFIXES.join('|')})\\.[a-z0-9-]+(\\.[a-z0-9-]+)*(?![\\w-])`);
