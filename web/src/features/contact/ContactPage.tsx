import { useEffect, useRef, useState } from 'react';
import { Card, useContactSettings } from '@artshop/ui';
import { PagePlaceholder } from '../../shared/components/PagePlaceholder';
import { usePageTitle } from '../../shared/title';
import { ContactDetails } from './components/ContactDetails';
import { ContactForm } from './components/ContactForm';
import { ContactSuccess } from './components/ContactSuccess';
import { getInTouchText } from './contact';

/** /contact: details, studio hours, get-in-touch and commissions texts, the message form. */
export function ContactPage() {
  usePageTitle('Contact');
  const settings = useContactSettings();
  const [sent, setSent] = useState(false);
  const getInTouch = getInTouchText(settings.data);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const [returned, setReturned] = useState(false);

  useEffect(() => {
    if (returned && !sent) formHeadingRef.current?.focus();
  }, [returned, sent]);

  // The artist's texts change the page's height: it shows once they are read (they come preloaded
  // with the page), all at once, rather than with stand-ins that would push the form down (CLS).
  if (settings.isLoading) return <PagePlaceholder />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="mb-10 max-w-2xl">
        <p className="text-sm font-medium uppercase tracking-[0.2em] text-accent">Contact</p>
        <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Get in touch</h1>
        <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-muted-foreground" data-testid="get-in-touch-text">
          {getInTouch}
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-5 lg:gap-12">
        <section aria-label="Message form" className="lg:col-span-3">
          <Card>
            <div className="p-6 sm:p-8">
              {sent ? (
                <ContactSuccess
                  onAnother={() => {
                    setSent(false);
                    setReturned(true);
                  }}
                />
              ) : (
                <>
                  <h2 ref={formHeadingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
                    Send a message
                  </h2>
                  <p className="mb-6 mt-2 text-sm text-muted-foreground">I read every message myself and reply within 24–48 hours.</p>
                  <ContactForm onSent={() => setSent(true)} />
                </>
              )}
            </div>
          </Card>
        </section>
        <aside aria-label="Studio details" className="lg:col-span-2">
          <ContactDetails settings={settings.data} />
        </aside>
      </div>
    </div>
  );
}
