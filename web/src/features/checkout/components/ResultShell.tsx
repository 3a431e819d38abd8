import type { ReactNode } from 'react';

/** The confirmation page's frame: an icon and a title over what the page has to say. */
export function ResultShell({ icon, title, testId, children }: { icon: ReactNode; title: string; testId: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16" data-testid={testId}>
      <div className="text-center">
        {icon}
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{title}</h1>
      </div>
      {children}
    </div>
  );
}
