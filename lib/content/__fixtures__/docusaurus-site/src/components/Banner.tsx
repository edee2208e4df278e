// A component of the checkout's own: the site cannot run it (see the docusaurus-bad fixture).
export default function Banner() {
  return null;
}
