import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, Field, HStack, Input, Stack, Tag, Text } from '@chakra-ui/react';
import { tagSlotRecipe } from '@chakra-ui/react/theme';
import { useDeferredValue, useState } from 'react';
import { RepositoryCompaniesDocument } from './Repository.generated';
import { Checkbox } from '../../components/ui/Checkbox';
import { useAccessProblem } from '../../shared/problems/useAccessProblems';

export interface PickedCompany {
  id: string;
  name: string;
}

interface Props {
  value: PickedCompany[];
  onChange: (companies: PickedCompany[]) => void;
  /** Enter in the box with a name typed: the companies of that name join the choice, and the issues are searched. */
  onSearch: (companies: PickedCompany[]) => void;
}

/**
 * The repository's company filter: an asynchronous multi-select. Typing asks the gateway for matching companies;
 * "Zaznacz wszystkie" picks every company offered, "Żadna" clears the choice (no choice = all companies).
 */
export function CompanyPicker({ value, onChange, onSearch }: Props) {
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [unmatched, setUnmatched] = useState<string | null>(null);
  const name = useDeferredValue(text.trim());
  const { data, loading } = useQuery(RepositoryCompaniesDocument, { variables: { name }, skip: name.length < 2 });
  const answer = data?.repositoryCompanies;
  useAccessProblem(answer);
  const options = name.length >= 2 && answer?.__typename === 'CompanyOptions' ? answer.companies : [];
  const picked = new Set(value.map((c) => c.id));
  const toggle = (company: PickedCompany, on: boolean) =>
    onChange(on ? [...value, { id: company.id, name: company.name }] : value.filter((c) => c.id !== company.id));
  const withOffered = (offered: readonly PickedCompany[]) => [...value, ...offered.filter((o) => !picked.has(o.id)).map(({ id, name: n }) => ({ id, name: n }))];

  // Without a name typed, Enter submits the form as in any other field.
  const searchTyped = async (event: React.KeyboardEvent) => {
    const typed = text.trim();
    if (event.key !== 'Enter' || typed.length < 2) return;
    event.preventDefault();
    const { data: found } = await client.query({ query: RepositoryCompaniesDocument, variables: { name: typed } });
    const companies = found?.repositoryCompanies.__typename === 'CompanyOptions' ? found.repositoryCompanies.companies : [];
    if (!companies.length) {
      setUnmatched(typed);
      return;
    }
    setText('');
    onSearch(withOffered(companies));
  };

  return (
    <Stack gap="2">
      <Field.Root invalid={unmatched !== null}>
        <Field.Label>Firma</Field.Label>
        <Input
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setUnmatched(null);
          }}
          onKeyDown={searchTyped}
          placeholder="Wpisz co najmniej 2 litery nazwy"
        />
        <Field.HelperText>{value.length ? `Wybrano firm: ${value.length}` : 'Wszystkie firmy'}</Field.HelperText>
        {unmatched && <Field.ErrorText role="alert">Brak firm o nazwie „{unmatched}”. Popraw nazwę albo wyczyść pole.</Field.ErrorText>}
      </Field.Root>
      {value.length > 0 && (
        <HStack flexWrap="wrap" gap="1" aria-label="Wybrane firmy">
          {value.map((company) => (
            <Tag.Root recipe={tagSlotRecipe} key={company.id}>
              <Tag.Label>{company.name}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={`Usuń ${company.name} z filtra`} onClick={() => toggle(company, false)} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      )}
      <HStack gap="2">
        <Button size="xs" variant="outline" disabled={!options.length} onClick={() => onChange(withOffered(options))}>
          Zaznacz wszystkie
        </Button>
        <Button size="xs" variant="outline" disabled={!value.length} onClick={() => onChange([])}>
          Żadna
        </Button>
      </HStack>
      {name.length >= 2 && (
        <Box role="group" aria-label="Znalezione firmy" maxH="48" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
          {loading && !options.length && <Text fontSize="sm">Szukam…</Text>}
          {!loading && !options.length && <Text fontSize="sm">Brak firm o tej nazwie</Text>}
          {options.map((company) => (
            <Box key={company.id} py="1">
              <Checkbox checked={picked.has(company.id)} onCheckedChange={(checked) => toggle(company, checked)}>
                {company.name}
              </Checkbox>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
