import { getErrorMessage, toast } from '@artshop/ui';

/**
 * Downloads a PDF the server makes, or says why there is none (a day without orders is a 404 with
 * the reason): fetched, then handed to the browser under the server's file name.
 */
export async function downloadPaper(url: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    // As the API client's errors read: the status, then the body with the server's message.
    if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
    const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.pdf';
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  } catch (failure) {
    toast({ variant: 'destructive', title: 'No File', description: getErrorMessage(failure, 'The file could not be made. Please try again.') });
  }
}
