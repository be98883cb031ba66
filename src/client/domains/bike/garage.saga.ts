import { accountListSaga } from '@client/domains/session/account-list-sync.saga';
import { garageApi } from './garage.api';
import { bikeRemoved, bikeSaved, bikeSwitched } from './garage.slice';

/** One change of the account's garage. */
type GarageChange = { kind: 'add' | 'remove' | 'activate'; tipus: number };

const { accountGarageMerge, accountGarageAdd, accountGarageRemove, accountGarageActivate } =
  garageApi.endpoints;

/** The garage in step with the customer's account (domains/session/account-list-sync.saga.ts). */
export const garageSaga = accountListSaga<GarageChange>({
  holdsList: ({ garage }) => garage.owner === 'account' || garage.bikes.length > 0,
  // A guest's bikes join the account together with the browser's chosen bike as the active one.
  merge: ({ garage, motorom }) => {
    const guest = garage.owner === 'guest';
    return accountGarageMerge.initiate({
      bikes: guest ? garage.bikes.map((bike) => bike.tipus) : [],
      active: guest ? motorom.tipus : null,
    });
  },
  changes: [bikeSaved, bikeRemoved, bikeSwitched],
  changeOf: (action) => {
    if (bikeSaved.match(action)) return { kind: 'add', tipus: action.payload.tipus };
    if (bikeRemoved.match(action)) return { kind: 'remove', tipus: action.payload };
    if (bikeSwitched.match(action)) return { kind: 'activate', tipus: action.payload.tipus };
    return null;
  },
  send: ({ kind, tipus }) =>
    kind === 'add'
      ? accountGarageAdd.initiate(tipus)
      : kind === 'remove'
        ? accountGarageRemove.initiate(tipus)
        : accountGarageActivate.initiate(tipus),
});
