import { z } from 'zod/mini';
import { choiceParam } from '@/lib/use-url-state';

/** /inquiry/:id?bid=new — the carrier comes back from completing its profile to the bid it was making. */
export const carrierInquiryDetailsUrlStateSchema = z.object({ bid: choiceParam(['', 'new'], '') });
