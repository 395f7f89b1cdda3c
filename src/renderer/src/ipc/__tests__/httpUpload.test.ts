/** The web transport sends file imports over HTTP (same origin, cookie) and leaves everything else to the socket. */
import { describe, expect, it, vi } from 'vitest';
import { uploadRequest } from '../httpUpload';

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
const importInput = { source: { kind: 'bytes', fileName: 'Bericht 2024 ü.pdf', data: pdf } };

const answering = (res: Response) => vi.fn<typeof fetch>(() => Promise.resolve(res));

describe('uploadRequest', () => {
  it('posts a bytes import to /upload/<route> with the file as the body and returns the envelope', async () => {
    const envelope = { ok: true, data: { reused: false } };
    const send = answering(new Response(JSON.stringify(envelope), { status: 200 }));
    expect(await uploadRequest('reports.import', { ...importInput, password: 'p w' }, send)).toEqual(envelope);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/upload/reports.import?name=Bericht%202024%20%C3%BC.pdf');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init?.headers).toEqual({ 'content-type': 'application/pdf', 'x-sibyl-password': 'p%20w' });
    expect(new Uint8Array(await new Response(init?.body).arrayBuffer())).toEqual(pdf);
  });

  it('sends a standard import the same way', async () => {
    const send = answering(new Response('{"ok":true,"data":{}}'));
    await uploadRequest('corpus.import_standard', importInput, send);
    expect(send.mock.calls[0]?.[0]).toBe('/upload/corpus.import_standard?name=Bericht%202024%20%C3%BC.pdf');
  });

  it('leaves path imports and every other route to the socket', () => {
    const send = vi.fn<typeof fetch>();
    expect(uploadRequest('reports.import', { source: { kind: 'path', path: '/r.pdf' } }, send)).toBeUndefined();
    expect(uploadRequest('reports.list', {}, send)).toBeUndefined();
    expect(uploadRequest('sot.analyst.set', { source: importInput.source }, send)).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('turns a refusal or a failed send into an error envelope', async () => {
    const tooLarge = await uploadRequest('reports.import', importInput, answering(new Response('', { status: 413 })));
    expect(tooLarge).toMatchObject({ ok: false, error: { code: 'TOO_LARGE' } });
    const refused = await uploadRequest('reports.import', importInput, answering(new Response('', { status: 403 })));
    expect(refused).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const down = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await uploadRequest('reports.import', importInput, down)).toMatchObject({
      ok: false,
      error: { code: 'INTERNAL' }
    });
  });
});
