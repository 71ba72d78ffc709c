import { useQuery } from '@apollo/client/react';
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
}

/**
 * The repository's company filter: an asynchronous multi-select. Typing asks the gateway for matching companies;
 * "Zaznacz wszystkie" picks every company offered, "Żadna" clears the choice (no choice = all companies).
 */
export function CompanyPicker({ value, onChange }: Props) {
  const [text, setText] = useState('');
  const name = useDeferredValue(text.trim());
  const { data, loading } = useQuery(RepositoryCompaniesDocument, { variables: { name }, skip: name.length < 2 });
  const answer = data?.repositoryCompanies;
  useAccessProblem(answer);
  const options = name.length >= 2 && answer?.__typename === 'CompanyOptions' ? answer.companies : [];
  const picked = new Set(value.map((c) => c.id));
  const toggle = (company: PickedCompany, on: boolean) =>
    onChange(on ? [...value, { id: company.id, name: company.name }] : value.filter((c) => c.id !== company.id));

  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Firma</Field.Label>
        <Input value={text} onChange={(e) => setText(e.target.value)} placeholder="Wpisz co najmniej 2 litery nazwy" />
        <Field.HelperText>{value.length ? `Wybrano firm: ${value.length}` : 'Wszystkie firmy'}</Field.HelperText>
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
        <Button size="xs" variant="outline" disabled={!options.length} onClick={() => onChange([...value, ...options.filter((o) => !picked.has(o.id))])}>
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
