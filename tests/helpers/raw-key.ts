// A catalogue key printed where a person reads text: any of the catalogues'
// prefixes followed by dotted kebab-case words (`rl.how.8`), not inside a word.
import { ALL_EN } from './catalogues.js';

const PREFIXES = [...new Set(Object.keys(ALL_EN).map((k) => k.split('.')[0]))].map((p) => p.replace(/[-]/g, '\\-'));
export const RAW_KEY = new RegExp(`(?<![\\w.-])(${PREFIXES.join('|')})\\.[a-z0-9-]+(\\.[a-z0-9-]+)*(?![\\w-])`);
