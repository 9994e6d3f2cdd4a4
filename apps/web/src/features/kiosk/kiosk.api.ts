// The admin side of the in-store tablets: a store's tablets, pairing codes, unpairing, drink and music lists.
import {
  type KioskDevice,
  type KioskLists,
  type KioskListsUpdate,
  type KioskPairingCreate,
  kioskDeviceSchema,
  kioskListsSchema,
  kioskPairingCodeSchema,
} from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

export const kioskApi = api.injectEndpoints({
  endpoints: (build) => ({
    kioskDevices: build.query<KioskDevice[], string>({
      query: (storeId) => ({ path: `Kiosk/Devices/${storeId}`, brandScoped: false, schema: z.array(kioskDeviceSchema) }),
      providesTags: (_result, _error, storeId) => [{ type: 'Kiosk', id: storeId }],
    }),
    createPairingCode: build.mutation<z.infer<typeof kioskPairingCodeSchema>, KioskPairingCreate>({
      query: (body) => ({ path: 'Kiosk/PairingCode', method: 'POST', body, brandScoped: false, schema: kioskPairingCodeSchema }),
      invalidatesTags: (_result, _error, body) => [{ type: 'Kiosk', id: body.storeId }],
    }),
    unpairKiosk: build.mutation<KioskDevice, string>({
      query: (id) => ({ path: `Kiosk/Unpair/${id}`, method: 'DELETE', brandScoped: false, schema: kioskDeviceSchema }),
      invalidatesTags: (result) => (result ? [{ type: 'Kiosk', id: result.storeId }] : []),
    }),
    kioskLists: build.query<KioskLists, string>({
      query: (storeId) => ({ path: `Kiosk/Lists/${storeId}`, brandScoped: false, schema: kioskListsSchema }),
      providesTags: (_result, _error, storeId) => [{ type: 'KioskLists', id: storeId }],
    }),
    updateKioskLists: build.mutation<KioskLists, { storeId: string; body: KioskListsUpdate }>({
      query: ({ storeId, body }) => ({ path: `Kiosk/Lists/${storeId}`, method: 'PUT', body, brandScoped: false, schema: kioskListsSchema }),
      invalidatesTags: (_result, _error, { storeId }) => [{ type: 'KioskLists', id: storeId }],
    }),
  }),
});

export const {
  useKioskDevicesQuery,
  useCreatePairingCodeMutation,
  useUnpairKioskMutation,
  useKioskListsQuery,
  useUpdateKioskListsMutation,
} = kioskApi;
