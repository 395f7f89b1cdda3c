import { describe, expect, it } from 'vitest';
import { APP_PAGE, isAppPage, isTrustedSender } from '../senderCheck';

describe('isTrustedSender', () => {
  it('accepts the app page in the main frame', () => {
    expect(isTrustedSender({ url: APP_PAGE, isMainFrame: true }, {})).toBe(true);
    expect(isTrustedSender({ url: `${APP_PAGE}#/report/1`, isMainFrame: true }, {})).toBe(true);
  });
  it('refuses sub-frames even from our origin', () => {
    expect(isTrustedSender({ url: APP_PAGE, isMainFrame: false }, {})).toBe(false);
  });
  it('refuses remote pages, any file: page, and other pages on the app origin', () => {
    expect(isTrustedSender({ url: 'https://evil.example/', isMainFrame: true }, {})).toBe(false);
    expect(isTrustedSender({ url: 'file:///tmp/evil.html', isMainFrame: true }, {})).toBe(false);
    expect(
      isTrustedSender({ url: 'file:///opt/Sibyl/resources/app.asar/out/renderer/index.html', isMainFrame: true }, {})
    ).toBe(false);
    expect(isTrustedSender({ url: 'file:///tmp/x/renderer/index.html', isMainFrame: true }, {})).toBe(false);
    expect(isTrustedSender({ url: 'app://sibyl/assets/evil.html', isMainFrame: true }, {})).toBe(false);
    expect(isTrustedSender({ url: 'app://other/index.html', isMainFrame: true }, {})).toBe(false);
    expect(isTrustedSender({ url: 'not a url', isMainFrame: true }, {})).toBe(false);
  });
  it('accepts the dev server only when one is configured and it is local', () => {
    expect(
      isTrustedSender({ url: 'http://localhost:5173/', isMainFrame: true }, { devServerUrl: 'http://localhost:5173' })
    ).toBe(true);
    expect(isTrustedSender({ url: 'http://localhost:5173/', isMainFrame: true }, {})).toBe(false);
    expect(
      isTrustedSender({ url: 'http://localhost:5174/', isMainFrame: true }, { devServerUrl: 'http://localhost:5173' })
    ).toBe(false);
    expect(
      isTrustedSender({ url: 'https://evil.example/', isMainFrame: true }, { devServerUrl: 'https://evil.example' })
    ).toBe(false);
  });
});

describe('navigation', () => {
  it('stays on the app page; a look-alike prefix is not enough', () => {
    expect(isAppPage(APP_PAGE, undefined)).toBe(true);
    expect(isAppPage('file:///etc/passwd', undefined)).toBe(false);
    expect(isAppPage('http://localhost:5173.evil.example/', 'http://localhost:5173')).toBe(false);
    expect(isAppPage('http://localhost:51730/', 'http://localhost:5173')).toBe(false);
  });
});
