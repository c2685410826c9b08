import { render, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { OrganizationDetails } from './organization-details';

// The inquiry page's organisation card labels its facts in the reader's language, never with raw keys.

const organization = {
  id: 7,
  organizaName: 'Bakı Ticarət MMC',
  phoneNumber: '+994 12 555 00 00',
  orgOfficialMail: 'info@bakiticaret.az',
  countryName: 'Azərbaycan',
};

it.each([
  ['az', ['Təşkilatın adı', 'Telefon nömrəsi', 'Rəsmi e-poçt', 'Ölkə']],
  ['en', ['Organisation name', 'Phone number', 'Official email', 'Country']],
  ['ru', ['Название организации', 'Номер телефона', 'Официальная почта', 'Страна']],
])('labels the organisation card in %s', async (language, labels) => {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['inquiry-details', 'ui']);
  render(<OrganizationDetails organization={organization} />);
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(labels);
});
