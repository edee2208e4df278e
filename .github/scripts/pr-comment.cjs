// Creates or replaces the pull request's comment that carries `marker` (one comment per job: preview, tests).
module.exports = async function comment({ github, context }, marker, text) {
  const { owner, repo } = context.repo;
  const issue_number = context.payload.pull_request.number;
  const body = `${marker}\n${text}`;
  const comments = await github.paginate(github.rest.issues.listComments, { owner, repo, issue_number });
  const previous = comments.find((c) => c.body?.includes(marker));
  if (previous) await github.rest.issues.updateComment({ owner, repo, comment_id: previous.id, body });
  else await github.rest.issues.createComment({ owner, repo, issue_number, body });
};
