import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SidebarItem } from '@/lib/content/sidebar';
import { Sidebar } from './sidebar';

jest.mock('next/navigation', () => ({ usePathname: () => '/learn/capabilities' }));

const full: SidebarItem[] = [
  { label: 'Quick start', href: '/quickstart' },
  { label: 'Learn', href: '/learn', collapsed: true, items: [{ label: 'Capabilities', href: '/learn/capabilities' }, { label: 'Guards', href: '/learn/guards' }] },
  { label: 'Guides', href: '/guides', collapsed: true, items: [{ label: 'Deploy', href: '/guides/deploy' }] },
  { label: 'API', collapsed: true, items: [{ label: 'Send', href: '/api/send' }] },
];
const pruned: SidebarItem[] = full.map((item) => (item.label === 'Learn' || !item.items ? item : { ...item, items: null }));

beforeEach(() => {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => full }) as unknown as typeof fetch;
});

describe('Sidebar', () => {
  it('opens the current page category and marks the current item', () => {
    render(<Sidebar items={pruned} fullTreeUrl="/nav/sidebar.json" links={[]} />);
    expect(screen.getByRole('button', { name: 'Collapse Learn' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Capabilities' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Expand Guides' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Deploy' })).not.toBeInTheDocument();
  });

  it('loads a collapsed category on first open and collapses its open sibling', async () => {
    render(<Sidebar items={pruned} fullTreeUrl="/nav/sidebar.json" links={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Expand Guides' }));
    expect(await screen.findByRole('link', { name: 'Deploy' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/nav/sidebar.json');
    expect(screen.getByRole('button', { name: 'Expand Learn' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Guards' })).not.toBeInTheDocument();
  });

  it('closes an open category and shows a category without a page as text', async () => {
    render(<Sidebar items={pruned} fullTreeUrl="/nav/sidebar.json" links={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse Learn' }));
    expect(screen.queryByRole('link', { name: 'Capabilities' })).not.toBeInTheDocument();
    const api = screen.getByRole('button', { name: 'Expand API' }).closest('li')!;
    expect(within(api).queryByRole('link', { name: 'API' })).not.toBeInTheDocument();
    expect(within(api).getByText('API')).toBeInTheDocument();
  });

  it('keeps the category closed if the tree cannot be loaded', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500 }) as unknown as typeof fetch;
    render(<Sidebar items={pruned} fullTreeUrl="/nav/other.json" links={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Expand API' }));
    expect(await screen.findByRole('button', { name: 'Expand API' })).toHaveAttribute('aria-expanded', 'false');
  });
});
