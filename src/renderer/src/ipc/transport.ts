/**
 * Chooses the bridge: Electron's preload (`window.sibyl`) when present, otherwise the loopback web
 * host's WebSocket (authenticated by the session cookie; a token in the page URL is passed on when
 * present). Both offer the same request/event channels; on the web, files go over HTTP (httpUpload.ts).
 */
import type { SibylBridge } from '../../../shared/ipc/bridge';
import type { Result } from '../../../shared/ipc/errors';
import { decodeFrame, encodeFrame, type ServerFrame } from '../../../shared/ipc/wire';
import { uploadRequest } from './httpUpload';

declare global {
  interface Window {
    sibyl?: SibylBridge;
  }
}

function webSocketBridge(): SibylBridge {
  const token = new URLSearchParams(location.search).get('token');
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const url = `${scheme}://${location.host}/ipc${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const pending = new Map<number, (r: Result<unknown>) => void>();
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  let nextId = 1;
  let socket: WebSocket | null = null;
  let opened: Promise<WebSocket> | null = null;

  const connect = (): Promise<WebSocket> => {
    if (opened) return opened;
    opened = new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.onopen = () => {
        socket = ws;
        resolve(ws);
      };
      ws.onerror = () => reject(new Error('cannot reach the Sibyl web host'));
      ws.onclose = () => {
        opened = null;
        socket = null;
        for (const [, done] of pending)
          done({ ok: false, error: { code: 'INTERNAL', message: 'connection to Sibyl closed' } });
        pending.clear();
      };
      ws.onmessage = (msg) => {
        const frame = decodeFrame<ServerFrame>(String(msg.data));
        if (frame.kind === 'response') {
          pending.get(frame.id)?.(frame.result as Result<unknown>);
          pending.delete(frame.id);
        } else {
          listeners.get(frame.name)?.forEach((cb) => cb(frame.payload));
        }
      };
    });
    return opened;
  };

  return {
    async request(route, input) {
      const upload = uploadRequest(route, input);
      if (upload) return upload;
      const ws = socket ?? (await connect());
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        ws.send(encodeFrame({ kind: 'request', id, route, input }));
      });
    },
    on(event, cb) {
      void connect();
      const set = listeners.get(event) ?? new Set();
      set.add(cb);
      listeners.set(event, set);
      return () => set.delete(cb);
    }
  };
}

let bridge: SibylBridge | null = null;
export function getBridge(): SibylBridge {
  bridge ??= window.sibyl ?? webSocketBridge();
  return bridge;
}
