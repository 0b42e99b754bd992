/** The calendar feed page's sentences. */
export const FEED_MESSAGES = {
  regenerated: 'Your new address is ready and the old one has stopped working. Subscribe again with the new one.',
  regenerateFailed: 'The address was not changed: something went wrong on our side. Try again in a minute.',
  copied: 'Copied.',
  copyFailed: 'Your browser did not let the page copy. Select the address and copy it yourself.',
} as const;
