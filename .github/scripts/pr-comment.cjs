// Creates or replaces the pull request's comment that carries `marker` (one comment per job: preview, tests).
// A pull request from a fork runs with a read-only token, so GitHub refuses the comment (403); the job then goes on
// without it (a notice in the log) instead of failing before its real work.
module.exports = async function comment({ github, context }, marker, text) {
  const { owner, repo } = context.repo;
  const issue_number = context.payload.pull_request.number;
  const body = `${marker}\n${text}`;
  try {
    const comments = await github.paginate(github.rest.issues.listComments, { owner, repo, issue_number });
    const previous = comments.find((c) => c.body?.includes(marker));
    if (previous) await github.rest.issues.updateComment({ owner, repo, comment_id: previous.id, body });
    else await github.rest.issues.createComment({ owner, repo, issue_number, body });
  } catch (error) {
    if (error?.status !== 403) throw error;
    console.log(`::notice::Not commenting on the pull request: the token is read-only (a pull request from a fork). ${text}`);
  }
};
