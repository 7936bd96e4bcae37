import fs from 'node:fs';
import path from 'node:path';

/** A list the build wrote for the gateway (under dist/prerendered), or `absent` with a build from before it. */
export function readBuildList<T>(distDir: string, file: string, absent: T): T {
  const full = path.join(distDir, file);
  return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, 'utf8')) as T) : absent;
}
