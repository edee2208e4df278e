import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

interface Step { name?: string; run?: string; uses?: string }
interface Job { needs?: string | string[]; steps: Step[] }
// gray-matter's YAML parser (the one front matter goes through) reads the workflow file.
const workflow = matter(`---\n${fs.readFileSync(path.join(__dirname, '../.github/workflows/preview.yml'), 'utf8')}\n---\n`).data as { jobs: { preview: Job; test: Job } };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const comment = require('../.github/scripts/pr-comment.cjs') as (api: unknown, marker: string, text: string) => Promise<void>;

const runs = (job: Job) => job.steps.map((s) => s.run ?? '').join('\n');

const context = { repo: { owner: 'o', repo: 'r' }, payload: { pull_request: { number: 5 } } };

/** A GitHub client with no comments yet, whose createComment throws `error`. */
const refusingGithub = (error: Error) => ({
  paginate: async () => [],
  rest: { issues: { listComments: () => undefined, updateComment: async () => undefined, createComment: async () => { throw error; } } },
});

describe('the pull request workflow', () => {
  it('publishes the preview without waiting for the test suite, which runs beside it', () => {
    const { preview, test } = workflow.jobs;
    expect(runs(preview)).toContain('npm run build');
    expect(runs(preview)).not.toContain('npm test');
    expect(runs(test)).toContain('npm test');
    expect(test.needs).toBeUndefined();
    expect(preview.needs).toBeUndefined();
  });

  it('keeps one comment per job on the pull request, replaced on each push', async () => {
    const calls: string[] = [];
    const existing = [{ id: 7, body: '<!-- docs-tests -->\nrunning' }];
    const github = {
      paginate: async () => existing,
      rest: {
        issues: {
          listComments: () => undefined,
          updateComment: async ({ comment_id, body }: { comment_id: number; body: string }) => void calls.push(`update ${comment_id}: ${body}`),
          createComment: async ({ body }: { body: string }) => void calls.push(`create: ${body}`),
        },
      },
    };
    await comment({ github, context }, '<!-- docs-tests -->', 'passed');
    await comment({ github, context }, '<!-- docs-preview -->', 'Preview: x');
    expect(calls).toEqual(['update 7: <!-- docs-tests -->\npassed', 'create: <!-- docs-preview -->\nPreview: x']);
  });

  it('goes on without the comment when the token is read-only, as for a pull request from a fork', async () => {
    const github = refusingGithub(Object.assign(new Error('Resource not accessible by integration'), { status: 403 }));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await expect(comment({ github, context }, '<!-- docs-tests -->', 'running')).resolves.toBeUndefined();
      expect(log.mock.calls.flat().join('\n')).toMatch(/^::notice::Not commenting on the pull request: the token is read-only/m);
    } finally {
      log.mockRestore();
    }
    const broken = refusingGithub(Object.assign(new Error('Server error'), { status: 500 }));
    await expect(comment({ github: broken, context }, '<!-- docs-tests -->', 'running')).rejects.toThrow('Server error');
  });
});
