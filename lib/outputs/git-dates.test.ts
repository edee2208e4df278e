import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseGitLog, readGitInfo } from './git-dates';

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
const commit = (repo: string, file: string, date: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), date);
  git(repo, 'add', '.');
  execFileSync('git', ['commit', '-qm', file], { cwd: repo, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
};

describe('last-updated dates from git', () => {
  let repo: string;
  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-'));
    git(repo, 'init', '-q', '-b', 'main');
    commit(repo, 'docs/content/a.md', '2024-01-01T10:00:00Z');
    commit(repo, 'docs/content/b.md', '2024-02-01T10:00:00Z');
    commit(repo, 'docs/content/a.md', '2024-03-01T10:00:00Z');
    commit(repo, 'other.md', '2024-04-01T10:00:00Z');
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('gives each file the date of the last commit that touched it, with the folder inside the repository', () => {
    const info = readGitInfo(path.join(repo, 'docs/content'));
    expect(info.prefix).toBe('docs/content');
    expect(Object.fromEntries([...info.dates].map(([k, v]) => [k, new Date(v).toISOString()]))).toEqual({ 'a.md': '2024-03-01T10:00:00.000Z', 'b.md': '2024-02-01T10:00:00.000Z' });
  });

  it('in a shallow clone, files last touched before the cut-off get no date instead of a wrong one', () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'git-shallow-'));
    execFileSync('git', ['clone', '-q', '--depth', '3', `file://${repo}`, clone]);
    const info = readGitInfo(path.join(clone, 'docs/content'));
    // The three newest commits are in the clone; the oldest of them, the cut-off, shows every file as added.
    expect([...info.dates.keys()]).toEqual(['a.md']);
    fs.rmSync(clone, { recursive: true, force: true });
  });

  it('a folder outside any repository has no git and no dates, without failing', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    expect(readGitInfo(bare)).toEqual({ prefix: null, dates: new Map() });
    fs.rmSync(bare, { recursive: true, force: true });
  });

  it('parses the log format: the newest date wins', () => {
    const log = '\u00012024-05-01T00:00:00Z\u0000p1\u0000\n\ncontent/a.md\n\u00012024-01-01T00:00:00Z\u0000\u0000\n\ncontent/a.md\ncontent/b.md\n';
    expect([...parseGitLog(log, 'content/', false)]).toEqual([['a.md', '2024-05-01T00:00:00Z'], ['b.md', '2024-01-01T00:00:00Z']]);
    expect([...parseGitLog(log, 'content/', true)]).toEqual([['a.md', '2024-05-01T00:00:00Z']]);
  });
});
