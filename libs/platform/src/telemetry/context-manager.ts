import { EventEmitter } from 'node:events';
import { ROOT_CONTEXT, type Context, type ContextManager } from '@opentelemetry/api';
import { contextSlot } from '@shop/config';

type Listener = (...args: unknown[]) => unknown;
type ListenerMethod = (this: EventEmitter, event: string | symbol, listener: Listener) => unknown;

const ADD_LISTENER_METHODS = ['addListener', 'on', 'once', 'prependListener', 'prependOnceListener'] as const;

/**
 * The OpenTelemetry context kept in a slot of the shop's one asynchronous context
 * (`@shop/config`'s `contextSlot`) instead of an AsyncLocalStorage of its own, which the SDK's
 * `AsyncLocalStorageContextManager` makes: on Node 20 each storage in use adds a step to every
 * asynchronous resource (every promise), and the shop already carries its correlation id, the
 * event being handled and the open transaction in that one storage (decision 0440). Binding
 * functions and event emitters behaves as the SDK's manager does.
 */
export class SharedContextManager implements ContextManager {
  private readonly slot = contextSlot<Context>();
  private enabled = false;
  /** Per emitter, per event: the listener as given → the listener bound to the context. */
  private readonly patched = Symbol('shop.boundListeners');
  /** Set while a patched method adds a listener: `once` adds its wrapper through `on`, which must not bind it again. */
  private adding = false;

  active(): Context {
    return (this.enabled && this.slot.get()) || ROOT_CONTEXT;
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(context: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A): ReturnType<F> {
    const call = thisArg == null ? fn : (fn.bind(thisArg) as F);
    return this.slot.run(context, call, ...args);
  }

  bind<T>(context: Context, target: T): T {
    if (target instanceof EventEmitter) return this.bindEmitter(context, target) as T;
    if (typeof target === 'function') return this.bindFunction(context, target as unknown as Listener) as T;
    return target;
  }

  enable(): this {
    this.enabled = true;
    return this;
  }

  /** Forgets the context: `active()` is the root context until enabled again. The shop's other slots are untouched. */
  disable(): this {
    this.enabled = false;
    return this;
  }

  private bindFunction(context: Context, target: Listener): Listener {
    const inContext = (self: unknown, args: unknown[]) => this.with(context, () => target.apply(self, args));
    const bound = function (this: unknown, ...args: unknown[]) {
      return inContext(this, args);
    };
    Object.defineProperty(bound, 'length', { enumerable: false, configurable: true, writable: false, value: target.length });
    return bound;
  }

  private listenersOf(emitter: EventEmitter): Record<string | symbol, WeakMap<Listener, Listener>> | undefined {
    return (emitter as unknown as Record<symbol, Record<string | symbol, WeakMap<Listener, Listener>> | undefined>)[this.patched];
  }

  private newListeners(emitter: EventEmitter): Record<string | symbol, WeakMap<Listener, Listener>> {
    const map = Object.create(null) as Record<string | symbol, WeakMap<Listener, Listener>>;
    (emitter as unknown as Record<symbol, unknown>)[this.patched] = map;
    return map;
  }

  /** Every listener added from now on runs in `context`; removing a listener as given still removes it. */
  private bindEmitter(context: Context, emitter: EventEmitter): EventEmitter {
    if (this.listenersOf(emitter)) return emitter;
    this.newListeners(emitter);
    const addBound = (self: EventEmitter, add: ListenerMethod, event: string | symbol, listener: Listener): unknown => {
      if (this.adding) return add.call(self, event, listener);
      const map = this.listenersOf(emitter) ?? this.newListeners(emitter);
      const bound = this.bindFunction(context, listener);
      (map[event] ??= new WeakMap()).set(listener, bound);
      this.adding = true;
      try {
        return add.call(self, event, bound);
      } finally {
        this.adding = false;
      }
    };
    const boundOf = (event: string | symbol, listener: Listener): Listener => this.listenersOf(emitter)?.[event]?.get(listener) ?? listener;
    // removeAllListeners() forgets every listener, removeAllListeners(event) those of one event.
    const forget = (args: [event?: string | symbol]): void => {
      const map = this.listenersOf(emitter);
      if (map && args.length === 0) this.newListeners(emitter);
      else if (map) delete map[args[0] as string | symbol];
    };
    const methods = emitter as unknown as Record<string, ListenerMethod | undefined>;
    for (const name of ADD_LISTENER_METHODS) {
      const add = methods[name];
      if (!add) continue;
      methods[name] = function (this: EventEmitter, event, listener) {
        return addBound(this, add, event, listener);
      };
    }
    for (const name of ['removeListener', 'off'] as const) {
      const remove = methods[name];
      if (!remove) continue;
      methods[name] = function (this: EventEmitter, event, listener) {
        return remove.call(this, event, boundOf(event, listener));
      };
    }
    const removeAll = emitter.removeAllListeners;
    emitter.removeAllListeners = function (this: EventEmitter, ...args: [event?: string | symbol]) {
      forget(args);
      return removeAll.apply(this, args);
    };
    return emitter;
  }
}
