// Reading the game's own files (the state, the log, a scenario) only when they
// are regular files: a folder, a FIFO or a device put in their place is refused
// by type before any read (issue 34: a folder gave EISDIR's stack trace, a FIFO
// or /dev/zero hung or grew without end).
import { closeSync, constants as fsConstants, fstatSync, openSync, readSync } from 'node:fs';
import { UserError } from '../errors.js';

/**
 * Opens `file` for reading and checks it is a regular file. Opened without
 * blocking, so that a FIFO with no writer does not hang the open; an error of
 * the open itself (ENOENT, EACCES) is thrown as it is, for the caller's message.
 */
export function openRegular(file: string): number {
  const fd = openSync(file, fsConstants.O_RDONLY | fsConstants.O_NONBLOCK);
  let regular = false;
  try {
    regular = fstatSync(fd).isFile();
  } finally {
    if (!regular) closeSync(fd);
  }
  if (!regular) throw new UserError('not-regular', { file });
  return fd;
}

/** The whole of a regular file (openRegular's checks first). */
export function readRegular(file: string): Buffer {
  const fd = openRegular(file);
  try {
    const size = fstatSync(fd).size;
    const buf = Buffer.alloc(size);
    let got = 0;
    while (got < size) {
      const n = readSync(fd, buf, got, size - got, got);
      if (n === 0) break;
      got += n;
    }
    return got === size ? buf : buf.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}
