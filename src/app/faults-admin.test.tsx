import { walkFaults, walkVisitorFaults } from '@tests/utils/fault-walk';

// Every administrator's screen that loads data, and the visitor's registration, under each of the
// six faults (tests/utils/fault-walk.tsx).
walkFaults('ADMIN');
walkVisitorFaults();
