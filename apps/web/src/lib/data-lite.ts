import { createContext, use, useSyncExternalStore } from 'react';
import {
  DATA_SAVER_COOKIE,
  DATA_SAVER_MAX_AGE_SECONDS,
  dataSaverOn,
  dataSaverState,
  type DataSaverState,
} from '@akwaaba/contracts';

/**
 * Data saver: the choice made on this device (a cookie, which the server reads too, so a page comes without the
 * pictures it leaves out), or, with no choice made, the browser's Save-Data wish (`navigator.connection.saveData`,
 * the `Save-Data` header the server sees). Lists then show no pictures and a page's picture loads on tap.
 */
type Connection = EventTarget & { saveData?: boolean };

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

/** Read once, and again when it may have changed: every picture's component asks on every render. */
let current: DataSaverState | null = null;
const snapshot = (): DataSaverState => (current ??= dataSaverState(document.cookie, connection()?.saveData === true));

/**
 * The state the page was rendered with: what the server said on the page it sent (`<html data-data-saver>`, set in
 * apps/api/src/plugins/web.ts), so hydration starts from it; in the server's render, the request's own.
 */
export const RenderedDataSaver = createContext<DataSaverState>(
  (typeof document !== 'undefined' && (document.documentElement.dataset.dataSaver as DataSaverState | undefined)) ||
    'auto-off',
);

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  // The browser's setting changing applies here too (another tab's choice does on its next page).
  const onConnectionChange = () => {
    current = null;
    listener();
  };
  listeners.add(listener);
  connection()?.addEventListener?.('change', onConnectionChange);
  return () => {
    listeners.delete(listener);
    connection()?.removeEventListener?.('change', onConnectionChange);
    // Kept only while someone listens for its changes.
    if (listeners.size === 0) current = null;
  };
}

/** Turns data saver on or off on this device (the choice wins over the browser's wish from then on). */
export function setDataSaver(on: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; Path=/; Max-Age=${DATA_SAVER_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  current = null;
  listeners.forEach((listener) => listener());
}

/** Whether data saver is on, and whether that is the browser's wish rather than a choice made here. */
export function useDataSaver(): { enabled: boolean; automatic: boolean } {
  const rendered = use(RenderedDataSaver);
  const state = useSyncExternalStore(subscribe, snapshot, () => rendered);
  return { enabled: dataSaverOn(state), automatic: state === 'auto-on' };
}
