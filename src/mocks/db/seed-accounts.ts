import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { hashPassword } from '../jwt';
import type { OrganizationRecord, UserRecord } from './models';

type CarrierProfile = NonNullable<OrganizationRecord['carrierProfile']>;
type ProfileRow = Omit<CarrierProfile, 'updatedAt'> & { updatedDaysAgo: number };

/** A row a line, its fields split at '|'. */
export const table = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split('|'));

// name|type|registration number|phone|country|joined days ago|mail|activity
const ORGANIZATIONS = table(`
Bakı Ticarət MMC|IMPORTER|1403567821|+994124981122|1|320|info@bakiticaret.az|Retail and wholesale of household goods
Gəncə Aqro MMC|IMPORTER|2201984410|+994222563010|1|210|office@genceaqro.az|Agricultural machinery import
Caspian Retail Group|IMPORTER|1700452231|+994125550190|1|95|supply@caspianretail.az|Consumer electronics
Xəzər Logistika MMC|LOGISTIC|1500876543|+994124400500|1|400|ops@xezerlogistika.az|Road and multimodal freight
Silk Way Cargo|LOGISTIC|1601230987|+994124372020|1|365|sales@silkwaycargo.az|Air and rail freight
Anadolu Nakliyat A.Ş.|LOGISTIC|3849201744|+902125550123|2|150|info@anadolunakliyat.com.tr|Turkey–Caucasus trucking
Poti Sea Lines|LOGISTIC|4051187730|+995493277110|3|60|booking@potisealines.ge|Sea freight via Poti and Batumi
YükBirja|ADMIN|1000000001|+994120000001|1|500|admin@yukbirja.az|Platform operator`);

const SUSPENDED: Record<number, string> = { 7: 'Commission for three won shipments is unpaid.' };

const CARRIER_PROFILES: Record<number, ProfileRow> = {
  4: {
    insuranceTypes: ['CARGO', 'CMR', 'GENERAL_LIABILITY'],
    hasTruck: true,
    truckCount: 24,
    agencyName: 'Xəzər Logistika MMC',
    agencyMembership: 'ABADA, FIATA',
    certifications: 'ISO 9001, TIR Carnet',
    specializedModes: ['ROAD', 'RAIL'],
    preferredRegions: ['TURKEY_AZERBAIJAN', 'EUROPE_AZERBAIJAN', 'CIS'],
    updatedDaysAgo: 300,
  },
  6: {
    insuranceTypes: ['CMR', 'CASCO'],
    hasTruck: true,
    truckCount: 60,
    agencyName: 'Anadolu Nakliyat A.Ş.',
    agencyMembership: 'UND (International Transporters Association)',
    certifications: 'ISO 9001, ADR',
    specializedModes: ['ROAD'],
    preferredRegions: ['TURKEY_AZERBAIJAN', 'WITHIN_EUROPE'],
    updatedDaysAgo: 120,
  },
  7: {
    insuranceTypes: ['MARINE_LIABILITY', 'CARGO'],
    hasTruck: false,
    truckCount: null,
    agencyName: 'Poti Sea Lines',
    agencyMembership: 'FIATA',
    certifications: 'ISO 28000',
    specializedModes: ['SEA'],
    preferredRegions: ['TRANS_EURASIA_CASPIAN', 'MID_TRANSATLANTIC'],
    updatedDaysAgo: 50,
  },
};

// organisation|name|surname|email|status|joined days ago
const USERS = table(`
1|Leyla|Məmmədova|importer@demo.az|ACTIVE|320
1|Rəşad|Quliyev|rashad@bakiticaret.az|ACTIVE|200
4|Elvin|Həsənov|carrier@demo.az|ACTIVE|400
4|Nigar|Əliyeva|nigar@xezerlogistika.az|INVITED|12
8|Tural|İsmayılov|admin@demo.az|ACTIVE|500
2|Kamran|Babayev|kamran@genceaqro.az|ACTIVE|210
5|Aysel|Nəsibova|aysel@silkwaycargo.az|ACTIVE|365
6|Mehmet|Yılmaz|mehmet@anadolunakliyat.com.tr|ACTIVE|150`);

export const daysAgo = (now: number, days: number) => new Date(now - days * 86_400_000).toISOString();

function carrierProfile(now: number, id: number): CarrierProfile | null {
  const row = CARRIER_PROFILES[id];
  if (!row) return null;
  // A copy, so that a change to one seed's profile never reaches the next seed.
  const { updatedDaysAgo, ...profile } = structuredClone(row);
  return { ...profile, updatedAt: daysAgo(now, updatedDaysAgo) };
}

export const seedOrganizations = (now: number): OrganizationRecord[] =>
  ORGANIZATIONS.map(
    ([name = '', type, regNumber = '', phone = '', country, joinedDaysAgo, mail = '', activity = ''], i) => {
      const id = i + 1;
      return {
        id,
        organizaName: name,
        organizationType: type as OrganizationRecord['organizationType'],
        orgRegNumber: regNumber,
        phoneNumber: phone,
        countryCode: Number(country),
        orgOfficialMail: mail,
        activity,
        suspended: id in SUSPENDED,
        suspensionReason: SUSPENDED[id] ?? null,
        suspendedUntil: null,
        createdAt: daysAgo(now, Number(joinedDaysAgo)),
        carrierProfile: carrierProfile(now, id),
      };
    },
  );

export function seedUsers(now: number): UserRecord[] {
  const passwordHash = hashPassword(DEMO_PASSWORD);
  return USERS.map(([organization, name = '', surname = '', email = '', status, joinedDaysAgo], i) => ({
    id: i + 1,
    organizationId: Number(organization),
    name,
    surname,
    email,
    passwordHash,
    status: status as UserRecord['status'],
    createdAt: daysAgo(now, Number(joinedDaysAgo)),
  }));
}
