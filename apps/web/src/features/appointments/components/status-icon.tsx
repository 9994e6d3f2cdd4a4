import ContentCutOutlined from '@mui/icons-material/ContentCutOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import UpdateOutlined from '@mui/icons-material/UpdateOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { AppointmentStatus } from '@salon/shared';
import type { ComponentType } from 'react';

/** One icon per status, so a status never rests on its color alone (beside its label, hidden from readers). */
const ICONS: Record<AppointmentStatus, ComponentType<SvgIconProps>> = {
  pending: HourglassBottomOutlined,
  booked: EventAvailableOutlined,
  rescheduled: UpdateOutlined,
  checked_in: HowToRegOutlined,
  ongoing: ContentCutOutlined,
  completed: TaskAltOutlined,
  checkout: PointOfSaleOutlined,
  'partially-paid': PointOfSaleOutlined,
  checked_out: ReceiptLongOutlined,
  cancelled: EventBusyOutlined,
  no_show: PersonOffOutlined,
};

export function StatusIcon({ status, ...props }: { status: AppointmentStatus } & SvgIconProps) {
  const Icon = ICONS[status];
  return <Icon aria-hidden fontSize="small" {...props} />;
}
