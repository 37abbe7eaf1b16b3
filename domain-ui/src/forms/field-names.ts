import { createContext, useContext, useEffect } from 'react';

/**
 * The names of the fields a form shows right now, so a failed save puts the server's message for a field on it and
 * sends the rest to the snackbar: no form keeps a list of its field names by hand. A name counts while at least one
 * mounted field shows it (a field may be shown twice, or come and go with a switch).
 */
export class FieldNames {
  readonly #mounted = new Map<string, number>();

  /** Counts `name` as shown; the returned function stops counting it (an effect's cleanup). */
  add(name: string): () => void {
    this.#mounted.set(name, (this.#mounted.get(name) ?? 0) + 1);
    return () => {
      const count = (this.#mounted.get(name) ?? 1) - 1;
      if (count > 0) this.#mounted.set(name, count);
      else this.#mounted.delete(name);
    };
  }

  list(): string[] {
    return [...this.#mounted.keys()];
  }
}

/** The names of the enclosing `Form`; null outside one (the field is then not offered the server's messages). */
export const FieldNamesContext = createContext<FieldNames | null>(null);

/** Counts `name` among the fields the enclosing form shows while the calling component is mounted. */
export function useShownFieldName(name: string) {
  const names = useContext(FieldNamesContext);
  useEffect(() => names?.add(name), [names, name]);
}
