// A column header's face (issue 23): the cutter's photo (their newest image upload, fetched with the staff token)
// with an accessible name, else their initials in their colour ring.
import { fileUrl } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useFileObjectUrl } from '../../../components/upload/use-file-url.ts';
import type { CalendarResource } from '../calendar.api.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

export function CutterAvatar({ resource }: { resource: CalendarResource }) {
  const { t } = useTranslation('calendar');
  const { objectUrl } = useFileObjectUrl(resource.photoFileId ? fileUrl(resource.photoFileId, true) : null);
  const ring = { borderColor: resource.color ?? 'transparent' };
  return objectUrl ? (
    <img className="calendar-initials calendar-photo" src={objectUrl} alt={t('cutterPhoto', { name: resource.name })} style={ring} />
  ) : (
    <span aria-hidden className="calendar-initials" style={ring}>
      {initialsOf(resource.name)}
    </span>
  );
}
