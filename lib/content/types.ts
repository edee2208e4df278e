/** Plain data shapes shared by the content pipeline. */

/** Front matter after validation (Docusaurus keys). */
export interface FrontMatter {
  title?: string;
  description?: string;
  id?: string;
  slug?: string;
  sidebar_position?: number;
  sidebar_label?: string;
  tags?: string[];
  keywords?: string[];
  hide_table_of_contents?: boolean;
  draft?: boolean;
  custom_edit_url?: string | null;
  last_update?: string | Date | { date?: string | Date; author?: string };
}

/** A heading on a page with its unique anchor id. */
export interface Heading {
  depth: number;
  text: string;
  id: string;
  line: number;
}

/** A link found in a page, with where it stands for error messages. */
export interface PageLink {
  url: string;
  line: number;
  column: number;
}

/** One markdown file's front matter and route: what is known without parsing its body (see LoadedPage). */
export interface Page {
  /** Clean route, "/" or "/a/b" (no trailing slash). */
  route: string;
  /** Path relative to the content folder, posix separators. */
  file: string;
  /** Folder of the file relative to the content folder ("" at the root). */
  dir: string;
  /** True for index.md, README.md or a file named like its folder. */
  isIndex: boolean;
  title: string;
  description: string;
  tags: string[];
  /** Words readers search by for this page (front matter `keywords`), indexed for search and in <meta name="keywords">. */
  keywords: string[];
  sidebarLabel: string;
  sidebarPosition?: number;
  hideToc: boolean;
  draft: boolean;
  /** `custom_edit_url` from front matter: a URL, or null to hide "Edit this page"; undefined uses the repository. */
  customEditUrl?: string | null;
  /** `last_update` date from front matter (YYYY-MM-DD or ISO), which overrides git. */
  lastUpdate?: string;
  /** Markdown body without front matter, ready for the MDX compiler. */
  body: string;
  /** Lines taken by the front matter, to map body lines back to the file. */
  bodyLineOffset: number;
}

/** A generated page listing a folder's children as cards. */
export interface GeneratedIndex {
  route: string;
  dir: string;
  title: string;
  description: string;
}

/** Settings from a folder's _category_.json. */
export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string } | null;
}

/** One node of the navigation tree that drives sidebar, breadcrumbs and previous/next. */
export type NavNode =
  | { type: 'page'; label: string; route: string }
  | { type: 'category'; label: string; route?: string; collapsed: boolean; children: NavNode[] }
  | { type: 'link'; label: string; href: string };

/** A problem found while loading content; errors fail the build, warnings are printed. */
export interface ContentIssue {
  severity: 'error' | 'warning';
  /** Short kind used to group the report ("unknown-key", "broken-link"...). */
  code?: string;
  file: string;
  line?: number;
  column?: number;
  message: string;
}
