import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearConsent } from '@/lib/browser/consent';
import { ConsentBanner } from './consent-banner';
import { ConsentButton } from './consent-button';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));
// jest.config maps no stylesheets (its moduleNameMapper replaces next/jest's), so stub ours
jest.mock('./consent.css', () => ({}));

afterEach(() => clearConsent());

const renderShell = () =>
  render(
    <>
      <main id="main-content" tabIndex={-1} />
      <ConsentButton />
      <ConsentBanner />
    </>,
  );

describe('ConsentBanner', () => {
  it('asks with the exact text when nothing is stored; Decline stores false and hides it', async () => {
    renderShell();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toHaveTextContent('We use cookies to enhance your experience. By continuing to browse, you consent to our use of analytics cookies.');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.cookie).toContain('CookieConsent=false');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('Accept stores true; the footer button forgets it, shows the banner again and focuses Accept', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(document.cookie).toContain('CookieConsent=true');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Analytics Consent' }));
    expect(document.cookie).not.toContain('CookieConsent');
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
  });

  it("counts a press of the footer button made before the banner's code had loaded", async () => {
    document.cookie = 'CookieConsent=true; path=/';
    const { rerender } = render(
      <>
        <main id="main-content" tabIndex={-1} />
        <ConsentButton />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Analytics Consent' }));
    rerender(
      <>
        <main id="main-content" tabIndex={-1} />
        <ConsentButton />
        <ConsentBanner />
      </>,
    );
    expect(document.cookie).not.toContain('CookieConsent');
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('stays hidden when a choice is already stored', () => {
    document.cookie = 'CookieConsent=false; path=/';
    renderShell();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
