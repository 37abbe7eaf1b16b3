import type { ReactNode } from 'react';

/** The element a remote's page renders in, marked with the remote and page (tests, the first paint, debugging). */
export function RemotePageFrame({ remote, page, children }: { remote: string; page: string; children: ReactNode }) {
  return (
    <div data-remote={remote} data-page={page}>
      {children}
    </div>
  );
}
