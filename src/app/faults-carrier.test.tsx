import { walkFaults } from '@tests/utils/fault-walk';

// Every carrier's screen that loads data under each of the six faults (tests/utils/fault-walk.tsx).
walkFaults('LOGISTIC');
