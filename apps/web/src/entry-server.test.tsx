// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';

/** The network of a server render whose API does not answer. */
const unreachable = () => Promise.reject(new Error('connection refused'));

describe('the server render of the web app', () => {
  it('renders a content page in the language of its URL, with the state the app hydrates from', async () => {
    const english = await renderPage({ url: '/about-us', fetch: unreachable });
    expect(english?.html).toMatch(/<h1[^>]*>About Us<\/h1>/);
    expect(english?.html).toContain('href="/de/about-us"');
    expect(JSON.parse(english?.state ?? '{}')).toMatchObject({ url: '/about-us' });
    const german = await renderPage({ url: '/de/about-us?ref=x', fetch: unreachable });
    expect(german?.html).toMatch(/<h1[^>]*>Über uns<\/h1>/);
    expect(JSON.parse(german?.state ?? '{}')).toMatchObject({ url: '/de/about-us?ref=x' });
  });

  it("renders the quiz funnel's entry, a landing page of its own", async () => {
    const quiz = await renderPage({ url: '/landing-page-v2', fetch: unreachable });
    expect(quiz?.html).toMatch(/<h1[^>]*>What troubles you\?<\/h1>/);
  });

  it('renders the header of a guest: the session lives in the browser, not on the server', async () => {
    const about = await renderPage({ url: '/about-us', fetch: unreachable });
    expect(about?.html).toMatch(/<\/svg>Login<\/button>/);
    expect(about?.html).not.toContain('profile-menu-button');
  });

  it('leaves to the app what it renders itself: other pages, stray prefixes, failed calls', async () => {
    for (const url of ['/kundli', '/my-wallet', '/en/about-us', '/', '/chat-with-psychic']) {
      expect(await renderPage({ url, fetch: unreachable }), url).toBeNull();
    }
  });
});
