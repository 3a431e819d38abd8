import { Button, buttonClasses, useHydrating } from '@artshop/ui';
import { PLAIN_INQUIRY_ID } from './CorporateInquiryPlainForm';

/** 'Let's Talk': opens the sheet once the app runs; until then a link to the plain form on the page. */
export function LetsTalk({ onOpen, variant, testId }: { onOpen: () => void; variant?: 'secondary'; testId: string }) {
  const ready = !useHydrating();
  if (!ready)
    return (
      <a href={`#${PLAIN_INQUIRY_ID}`} className={buttonClasses({ size: 'lg', variant })} data-testid={testId}>
        Let's Talk
      </a>
    );
  return (
    <Button size="lg" variant={variant} onClick={onOpen} data-testid={testId} aria-haspopup="dialog">
      Let's Talk
    </Button>
  );
}
