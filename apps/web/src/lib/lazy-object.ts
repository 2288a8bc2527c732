/**
 * Stands in for an object that is made only when first used: every property read, write or check
 * on the stand-in makes the object once and goes to it. The web build wraps the protocol's schemas
 * in this (build/lazy-contract.ts): the app parses with a few of them, and making all the schemas a
 * screen's code names took a third of its start-up time.
 */
export function lazyObject<T extends object>(make: () => T): T {
  let made: T | undefined;
  const real = (): T => {
    made ??= make();
    return made;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // The stand-in's own (empty) target must allow what the real object reports.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
