import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1">Page not found</Typography>
      <Typography sx={{ mt: 2 }} color="text.secondary">
        The page you are looking for does not exist.
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" sx={{ mt: 3 }}>
        Go home
      </Button>
    </Container>
  );
}
