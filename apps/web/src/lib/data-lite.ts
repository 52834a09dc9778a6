import { useSyncExternalStore } from 'react';

/**
 * Data saver: the visitor's choice, kept on this device, or (with no choice made) the browser's Save-Data
 * wish (`navigator.connection.saveData`). Lists then show no pictures and a page's picture loads on tap.
 */
const STORAGE_KEY = 'akwaaba.dataSaver';

type Choice = 'on' | 'off';
type Connection = EventTarget & { saveData?: boolean };

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

/** The choice when the browser refuses storage (it then lasts until the page is closed). */
let unstoredChoice: Choice | null = null;

function storedChoice(): Choice | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'on' || value === 'off' ? value : null;
  } catch {
    return unstoredChoice;
  }
}

type Snapshot = 'on' | 'off' | 'auto-on' | 'auto-off';

function snapshot(): Snapshot {
  const choice = storedChoice();
  if (choice) return choice;
  return connection()?.saveData === true ? 'auto-on' : 'auto-off';
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice, and the browser's setting changing, apply here too.
  window.addEventListener('storage', listener);
  connection()?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
    connection()?.removeEventListener?.('change', listener);
  };
}

/** Turns data saver on or off on this device (the choice wins over the browser's wish from then on). */
export function setDataSaver(on: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    unstoredChoice = on ? 'on' : 'off';
  }
  listeners.forEach((listener) => listener());
}

/** Whether data saver is on, and whether that is the browser's wish rather than a choice made here. */
export function useDataSaver(): { enabled: boolean; automatic: boolean } {
  const state = useSyncExternalStore(subscribe, snapshot, () => 'auto-off' as const);
  return { enabled: state === 'on' || state === 'auto-on', automatic: state === 'auto-on' };
}
