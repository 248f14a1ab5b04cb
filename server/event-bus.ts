/**
 * The shop's one typed event bus (docs/architecture.md, "Events"). Modules and workflows say
 * what happened (`emit`); subscribers in server/subscribers/, registered by the composition
 * root, react. No module-global listener sets: each shop (and each test shop) has its own bus.
 */
export type EventHandler<Payload> = (payload: Payload) => Promise<void> | void;

/** What a module needs to announce its events: only `emit`, only its own events. */
export type EventEmitter<Events> = {
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): Promise<void>;
};

export type EventBus<Events> = EventEmitter<Events> & {
  /** Adds a handler; the answer removes it again. Handlers run in the order they were added. */
  on<Name extends keyof Events>(name: Name, handler: EventHandler<Events[Name]>): () => void;
  /**
   * Like `emit`, but every handler runs even when one fails; each failure goes to `onError`
   * (for events after a commit, whose outcome no handler may undo).
   */
  emitSettled<Name extends keyof Events>(
    name: Name,
    payload: Events[Name],
    onError: (error: unknown) => void,
  ): Promise<void>;
};

export function createEventBus<Events>(): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<EventHandler<never>>>();
  const handlersOf = <Name extends keyof Events>(name: Name) =>
    [...(handlers.get(name) ?? [])] as EventHandler<Events[Name]>[];
  return {
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler as EventHandler<never>);
      return () => void set.delete(handler as EventHandler<never>);
    },
    /** Runs the handlers one after the other; the first failure stops and is thrown. */
    async emit(name, payload) {
      for (const handler of handlersOf(name)) await handler(payload);
    },
    async emitSettled(name, payload, onError) {
      for (const handler of handlersOf(name)) {
        try {
          await handler(payload);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}
