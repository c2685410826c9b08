/** The header row of the importer's inquiries as a CSV file in Azerbaijani: the list's columns, no organisation. */
export const IMPORTER_INQUIRIES_CSV_HEADER_AZ = [
  'Sorğu kodu',
  'Götürülmə ünvanı',
  'Çatdırılma ünvanı',
  'MOT',
  'Yaradılma tarixi',
  'Götürülmə tarixi',
  'Status',
  'Təkliflər',
];
