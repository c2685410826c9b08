import { within } from '@testing-library/react';

// Pieces of the route tests that answer the app only as the spec shapes its answers.

/** An organisation with exactly the fields the spec names, and nothing else: Abşeron İdxal MMC. */
export const minimalOrganization = {
  id: 1,
  organizaName: 'Abşeron İdxal MMC',
  phoneNumber: '+994125550101',
  orgRegNumber: '1700123456',
  countryCode: 1,
  orgOfficialMail: 'office@abseron-idxal.az',
};

/** The text of each cell of a table row, in order: what the user reads across it. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
