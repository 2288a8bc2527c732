import { type NativeStorageBridge, nativeBridge } from './native-bridge';

/** Key-value storage of the platform: the native bridge when present, else localStorage. */
export type PlatformStorage = NativeStorageBridge;

// localStorage throws in some private modes; a failed write must not break a page.
const webStorage: PlatformStorage = {
  getItem(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      console.info('[storage] write failed', key, error);
    }
  },
  removeItem(key) {
    try {
      window.localStorage.removeItem(key);
    } catch (error) {
      console.info('[storage] remove failed', key, error);
    }
  },
  keys() {
    try {
      return Object.keys(window.localStorage);
    } catch {
      return [];
    }
  },
};

function backend(): PlatformStorage {
  return nativeBridge()?.storage ?? webStorage;
}

/** The one storage every part of the app reads and writes. */
export const storage: PlatformStorage = {
  getItem: (key) => backend().getItem(key),
  setItem: (key, value) => backend().setItem(key, value),
  removeItem: (key) => backend().removeItem(key),
  keys: () => backend().keys(),
};
