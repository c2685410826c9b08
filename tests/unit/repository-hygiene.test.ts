import { execFileSync } from 'node:child_process';

// Build caches and personal settings stay out of the repository: this notices one being committed.

const tracked = () =>
  execFileSync('git', ['ls-files'], { cwd: process.cwd(), encoding: 'utf8' }).split('\n').filter(Boolean);

const ignored = (path: string) => {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: process.cwd() });
    return true;
  } catch {
    return false;
  }
};

describe('repository hygiene', () => {
  it('tracks no TypeScript build info and no local environment file', () => {
    const unwanted = tracked().filter(
      (file) => file.endsWith('.tsbuildinfo') || /(^|\/)\.env(\..+)?\.local$/.test(file),
    );
    expect(unwanted).toEqual([]);
  });

  it('ignores them, so `git add -A` cannot take them in', () => {
    expect(ignored('tsconfig.tsbuildinfo')).toBe(true);
    expect(ignored('.env.local')).toBe(true);
    expect(ignored('.env.production.local')).toBe(true);
    // What is meant to be shared stays in.
    expect(ignored('.env.example')).toBe(false);
  });
});
