import type { ReactElement } from 'react';
import { compileMDX } from 'next-mdx-remote/rsc';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { getHighlighter } from './highlighter';
import { preprocess } from './preprocess';
import { rehypeCode } from './rehype-code';
import { remarkAdmonitions, remarkHeadingIds, remarkRewriteLinks, remarkSanitize } from './remark-plugins';

/** A page that could not be compiled, with the file and line to fix. */
export class PageCompileError extends Error {}

/** Compiles a page body to React elements with our plugins; JavaScript in the page is blocked. */
export async function compilePage(options: {
  file: string;
  body: string;
  bodyLineOffset: number;
  components: Record<string, unknown>;
  rewriteLink: (url: string) => string;
}): Promise<ReactElement> {
  const { source, customIds } = preprocess(options.body);
  const highlighter = await getHighlighter();
  try {
    const { content } = await compileMDX({
      source,
      components: options.components as never,
      options: {
        blockJS: true,
        blockDangerousJS: true,
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkDirective, remarkSanitize, remarkAdmonitions, [remarkHeadingIds, { customIds }], [remarkRewriteLinks, { rewrite: options.rewriteLink }]],
          rehypePlugins: [[rehypeCode, { highlighter }]],
        },
      },
    });
    return content;
  } catch (error) {
    const place = error as { line?: number; position?: { start?: { line?: number } }; message: string };
    const line = (place.line ?? place.position?.start?.line ?? 0) + options.bodyLineOffset;
    throw new PageCompileError(`${options.file}:${line}  cannot compile this page as MDX: ${place.message.split('\n')[0]}`);
  }
}
