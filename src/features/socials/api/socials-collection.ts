import { collectionApi } from '../../../components/admin/collection-api';
import type { SocialInput, SocialLink } from '../types';
import { createSocial } from './create-social';
import { deleteSocial } from './delete-social';
import { navbarSocialsQuery } from './get-social-links-for-navbar';
import { socialsQuery } from './get-socials';
import { restoreSocialSummary, socialRef } from './social-history';
import { updateSocial } from './update-social';

/** The form's Visible radio: 'yes' or 'no' for the stored flag. */
export interface SocialForm extends Omit<SocialInput, 'socialActive'> {
  socialActive: string;
}

/** Manage Socials: the links of the externalNav collection, and the navbar's copy refreshed. */
export const socialsCollection = collectionApi({
  list: socialsQuery,
  noun: 'social link',
  name: (social: SocialLink) => social.socialName,
  create: createSocial,
  update: (social, input: SocialInput) => updateSocial(social.id, input),
  remove: (social) => deleteSocial(social.id),
  history: {
    area: 'manageSocials',
    path: (social) => socialRef(social.id).path,
    // The navbar's summary follows a link put back.
    sideEffect: restoreSocialSummary,
  },
  invalidates: [navbarSocialsQuery.queryKey],
  toForm: (social) => ({ ...social, socialActive: social.socialActive ? 'yes' : 'no' }),
  fromForm: (values: SocialForm) => ({ ...values, socialActive: values.socialActive === 'yes' }),
});
