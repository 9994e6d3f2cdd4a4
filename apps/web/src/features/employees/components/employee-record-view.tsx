import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type EmployeeRecord, fileUrl } from '@salon/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { openFile } from '../../../components/upload/use-file-url.ts';
import { EMPLOYEE_ADDRESS_KEYS, formatAddress } from '../../../components/wizard/address-fields.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { formatCents } from '../wizard/billing-rate-field.tsx';
import { useEmployeeMasterData } from '../wizard/use-employee-master-data.ts';

/** An employee record as the server chose to show it (details or full view); actions go in the header. */
export function EmployeeRecordView({ record, actions }: { record: EmployeeRecord; actions?: ReactNode }) {
  const { t } = useTranslation('employees');
  const { skills, applicationSources, documentTypes } = useEmployeeMasterData();
  const { basicDetails: b, address, workDetails: w } = record;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {b.color ? <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: b.color }} /> : null}
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {b.firstName} {b.lastName}
          </Typography>
          <Chip color={record.status === 'active' ? 'success' : 'default'} label={t(`status.${record.status}`)} />
        </Box>
        {actions ? <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>{actions}</Box> : null}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <DetailCard title={t('step.basicDetails')}>
          <ReviewList
            items={[
              [t('email'), b.email],
              [t('phoneNumber'), b.phoneNumber],
              ...(b.dateOfBirth !== undefined ? ([[t('dateOfBirth'), b.dateOfBirth]] as const) : []),
              [t('pin'), record.hasPin ? t('pinSet') : t('pinNotSet')],
            ]}
          />
        </DetailCard>
        <DetailCard title={t('step.workDetails')}>
          <ReviewList
            items={[
              [
                t('storesAndRoles'),
                w.assignments.length ? (
                  <Box key="assignments" component="ul" sx={{ m: 0, pl: 2 }}>
                    {w.assignments.map((a) => (
                      <li key={`${a.storeId}-${a.roleId}`}>
                        {a.name} · {a.storeName ?? t('allStores')}
                      </li>
                    ))}
                  </Box>
                ) : null,
              ],
              [t('applicationSource'), applicationSources.find((s) => s.value === w.applicationSource)?.label ?? w.applicationSource],
              ...(w.referrerName ? ([[t('referrerName'), w.referrerName]] as const) : []),
              [t('hireDate'), w.hireDate],
              ...(w.billingRateCents !== undefined
                ? ([[t('billingRate'), w.billingRateCents === null ? null : formatCents(w.billingRateCents)]] as const)
                : []),
            ]}
          />
        </DetailCard>
        <DetailCard title={t('step.address')}>
          <ReviewList
            items={[
              [t('homeAddress'), formatAddress(address.homeAddress, EMPLOYEE_ADDRESS_KEYS)],
              [
                t('mailingAddress'),
                address.sameAsHomeAddress ? t('sameAsHome') : formatAddress(address.mailingAddress, EMPLOYEE_ADDRESS_KEYS),
              ],
            ]}
          />
        </DetailCard>
        <DetailCard title={t('step.serviceDetails')}>
          <Typography>
            {record.serviceDetails.skills.map((value) => skills.find((s) => s.value === value)?.label ?? value).join(', ') || t('none')}
          </Typography>
        </DetailCard>
        {record.medicalEmergency !== undefined ? (
          <DetailCard title={t('step.medicalEmergency')}>
            <ReviewList
              items={[
                [t('emergencyContact'), record.medicalEmergency?.contactName],
                [t('relation'), record.medicalEmergency?.relation],
                [t('emergencyPhone'), record.medicalEmergency?.phoneNumber],
                [t('medicalNotes'), record.medicalEmergency?.notes],
              ]}
            />
          </DetailCard>
        ) : null}
        {record.legal ? (
          <DetailCard title={t('step.legal')}>
            <ReviewList
              items={[
                [t('licenseNo'), record.legal.licenseNo],
                [t('dateExpiryLicense'), record.legal.dateExpiryLicense],
                [t('identityDocumentNo'), record.legal.identityDocumentNo],
                ...record.legal.documents.map(
                  (doc) =>
                    [
                      documentTypes.find((d) => d.key === doc.type)?.label ?? doc.type,
                      <Link key={doc.fileId} component="button" type="button" onClick={() => void openFile(fileUrl(doc.fileId))}>
                        {t('open')}
                      </Link>,
                    ] as const,
                ),
              ]}
            />
          </DetailCard>
        ) : null}
      </Box>
    </Box>
  );
}
