import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { bloodMatchChart } from '@app/domain';

/** The 8 blood types from the shared compatibility rule. */
export function BloodMatchTable() {
  const { t } = useTranslation('chart');
  const rows = bloodMatchChart();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('table.label')}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' } }}>
            <TableCell scope="col">{t('table.type')}</TableCell>
            <TableCell scope="col">{t('table.donateTo')}</TableCell>
            <TableCell scope="col">{t('table.receiveFrom')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.type}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'primary.main' }}>
                {row.type}
              </TableCell>
              <TableCell>{row.donateTo.length === 8 ? t('table.everyone') : row.donateTo.join(', ')}</TableCell>
              <TableCell>{row.receiveFrom.length === 8 ? t('table.everyone') : row.receiveFrom.join(', ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
