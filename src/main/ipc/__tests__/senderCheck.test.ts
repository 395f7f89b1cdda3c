import { describe, expect, it } from 'vitest';
import { isTrustedSender } from '../senderCheck';

describe('isTrustedSender', () => {
  it('accepts the packaged renderer in the main frame', () => {
    expect(
      isTrustedSender({ url: 'file:///opt/Sibyl/resources/app.asar/out/renderer/index.html', isMainFrame: true }, {})
    ).toBe(true);
  });
  it('refuses sub-frames even from our origin', () => {
    expect(
      isTrustedSender({ url: 'file:///opt/Sibyl/resources/app.asar/out/renderer/index.html', isMainFrame: false }, {})
    ).toBe(false);
  });
  it('refuses remote and other local pages', () => {
    expect(isTrustedSender({ url: 'https://evil.example/', isMainFrame: true }, {})).toBe(false);
    expect(isTrustedSender({ url: 'file:///tmp/evil.html', isMainFrame: true }, {})).toBe(false);
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
  });
});
