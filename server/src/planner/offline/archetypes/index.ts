import type { Archetype } from '../archetype';
import { bakery } from './bakery';
import { bookWriting } from './bookWriting';
import { communityGarden } from './communityGarden';
import { event } from './event';
import { fitness } from './fitness';
import { hardwareGadget } from './hardwareGadget';
import { homeRenovation } from './homeRenovation';
import { languageLearning } from './languageLearning';
import { marketing } from './marketing';
import { mobileGame } from './mobileGame';
import { saas } from './saas';
import { thesis } from './thesis';
import { wedding } from './wedding';

/** The archetype library; on equal scores the earlier one wins. */
export const ARCHETYPES: readonly Archetype[] = [
  bakery,
  mobileGame,
  wedding,
  thesis,
  marketing,
  event,
  languageLearning,
  homeRenovation,
  saas,
  communityGarden,
  hardwareGadget,
  bookWriting,
  fitness,
];
